import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/codex/')({
  component: CodexIndexPage,
})

function CodexIndexPage() {
  return (
    <PageIntro title="Codex" hero>
      <p>
        The codex will hold the eight story sections: Lore, the game, Warriors, Game, Arenas, Battlecards, Rewards and
        Community. Open chapters can be read; locked ones unlock as the story moves on.
      </p>
    </PageIntro>
  )
}
