/**
 * The eight story sections of the Codex, in order. Each chapter is title, sub-text and paragraphs;
 * a chapter marked `locked` shows greyed with a lock until the story reaches it.
 */

export interface ChapterText {
  title: string
  subText: string
  paragraphs: readonly string[]
  locked?: boolean
}

export interface SectionText {
  id: string
  title: string
  subtitle: string
  chapters: readonly ChapterText[]
}

export const STORY_SECTIONS: readonly SectionText[] = [
  {
    id: 'lore',
    title: 'Lore',
    subtitle: 'Where the river begins',
    chapters: [
      {
        title: 'The river that remembers',
        subText: 'Before the arenas, there was only water.',
        paragraphs: [
          'Long before the first duel, a river ran through a world without names. Everything that fell into it was remembered: a word, a face, a promise. The koi that swam in it grew fat on memories, and the oldest of them grew gold.',
          'The first Travellers came to the river to forget. They found instead that the water gave back what they had lost, painted in ink on wet paper. Those paintings were the first Battlecards.',
        ],
      },
      {
        title: 'The Guardians wake',
        subText: 'Eight keepers for eight gates.',
        paragraphs: [
          'When the Travellers began to fight over the river, eight of them swore to keep the peace instead. The river answered the oath by giving each a gate to hold and a long life to hold it with.',
          'They became the Guardians. Kaito took the tide, Hoshi the stars, Ryuga the forge and Sakura the spring. Tetsu, Yume, Kaze and Mizuki took the rest, and none of them has left a post since.',
        ],
      },
      {
        title: 'The golden koi',
        subText: 'One fish, one climb, one legend.',
        paragraphs: [
          'Every hundred years a golden koi tries to climb the Great Waterfall. If it reaches the top, the river changes course and a new age begins. If it falls, the arenas run for another century unchanged.',
          'Travellers say the koi climbs faster when it carries a brave rider. Nobody has proved it. Everyone wants to try.',
        ],
        locked: true,
      },
    ],
  },
  {
    id: 'the-game',
    title: 'the game',
    subtitle: 'A fighting game of ink and virtue',
    chapters: [
      {
        title: 'What Koi is',
        subText: 'Collect, duel, climb.',
        paragraphs: [
          'Koi is a fighting game played with Battlecards. Each card is a Traveller bound to a virtue, and each duel is a short fight where the right virtue at the right moment beats raw power.',
          'You build a deck from the cards you hold, take it into an arena and fight other Travellers for standing, GCoins and shields. Between duels you trade, forge and draw.',
        ],
      },
      {
        title: 'Your first duel',
        subText: 'Five cards, three rounds.',
        paragraphs: [
          'A duel is three rounds. In each round both players commit a card face down, then reveal. Virtues counter each other in a circle, and the arena adds its own twist.',
          'Win two rounds and the duel is yours. Lose, and you keep your cards; Koi never takes a Battlecard from a player who loses a fight.',
        ],
      },
      {
        title: 'Seasons',
        subText: 'Every season, a new arena opens.',
        paragraphs: [
          'The game runs in seasons of about two months. Each season opens an arena, adds a challenge to the Odyssey and resets the duel ladder, while the quest leaderboard keeps counting.',
        ],
        locked: true,
      },
    ],
  },
  {
    id: 'warriors',
    title: 'Warriors',
    subtitle: 'Eight callings, one river',
    chapters: [
      {
        title: 'Ronin and Samurai',
        subText: 'Two ways to hold a blade.',
        paragraphs: [
          'The Samurai fights for a house and the Ronin for whoever pays, but in the Arena both answer to the same rule: a blade held without a virtue breaks on the first strike.',
          'Samurai cards favour Strength and Resilience. Ronin cards are cheaper and stranger, and a good Ronin deck has surprised more than one champion.',
        ],
      },
      {
        title: 'Monks and Shrine Maidens',
        subText: 'Quiet hands, loud victories.',
        paragraphs: [
          'Monks carry Wisdom into the Arena and rarely need anything else. Shrine Maidens carry Hope, which heals a wounded card between rounds.',
          'Together they make the slowest decks in the game and some of the hardest to beat.',
        ],
      },
      {
        title: 'Shinobi, Archers and Oni Hunters',
        subText: 'Strike first, or strike from far away.',
        paragraphs: [
          'Shinobi hide under the canopy of the Mystic Forest; Archers shoot across the Mystic River; Oni Hunters walk into the places other cards refuse to enter.',
          'These three callings reward players who read the arena before they read their opponent.',
        ],
      },
      {
        title: 'Koi Riders',
        subText: 'The rarest calling of all.',
        paragraphs: [
          'Koi Riders are the Travellers who dream of climbing the Great Waterfall. Their cards are few, their Destiny is high, and their duels tend to end quickly one way or the other.',
        ],
        locked: true,
      },
    ],
  },
  {
    id: 'game',
    title: 'Game',
    subtitle: 'How a duel really works',
    chapters: [
      {
        title: 'The virtue circle',
        subText: 'Strength, Wisdom, Resilience, Hope, Destiny.',
        paragraphs: [
          'Each virtue beats two others and loses to two others. Strength breaks Resilience and Hope; Wisdom outthinks Strength and Destiny; Resilience outlasts Wisdom and Destiny; Hope outshines Wisdom and Resilience; Destiny overtakes Strength and Hope.',
          'Power only matters when two cards of the same virtue meet. That is why a low-power card in the right place wins more duels than a high-power card in the wrong one.',
        ],
      },
      {
        title: 'Editions in play',
        subText: 'Six editions, six small advantages.',
        paragraphs: [
          'Original cards have no special rule. Kawarimono cards can swap places with another card once per duel. Forged cards ignore the first point of damage. Inked cards reveal last.',
          'Mythic cards count as two virtues at once, and Gods cards may change virtue after the reveal. Both are rare enough that most players meet them only a few times a season.',
        ],
      },
      {
        title: 'Guardians in the duel',
        subText: 'Call once, choose well.',
        paragraphs: [
          'Your chosen Guardian can be called once per duel, spending Hope to replay a lost round. Pick your Guardian in your profile; each one changes the replay a little.',
        ],
      },
    ],
  },
  {
    id: 'arenas',
    title: 'Arenas',
    subtitle: 'Four places to fight',
    chapters: [
      {
        title: 'The Golden Temple',
        subText: 'Open now.',
        paragraphs: [
          'The first arena sits on a hill of golden roofs above the river. Its rule is simple: the first card revealed in each round gains one point of power. Patience is punished here.',
        ],
      },
      {
        title: 'The Mystic Forest',
        subText: 'Where Shinobi hide.',
        paragraphs: [
          'Under the trees no card is revealed until both are committed twice. Players who like to bluff call it home; players who like to plan call it a nightmare.',
        ],
        locked: true,
      },
      {
        title: 'The Mystic River',
        subText: 'Every round, the current turns.',
        paragraphs: [
          'On the river the virtue circle runs backwards every other round. Archers and Koi Riders thrive; everyone else learns to swim.',
        ],
        locked: true,
      },
      {
        title: 'The Great Waterfall',
        subText: 'The last climb.',
        paragraphs: [
          'The final arena is a climb, not a duel: three opponents in a row with no rest in between. Only a handful of Travellers have reached the top.',
        ],
        locked: true,
      },
    ],
  },
  {
    id: 'battlecards',
    title: 'Battlecards',
    subtitle: '10,000 Travellers in ink',
    chapters: [
      {
        title: 'The collection',
        subText: 'Ten thousand cards, six editions, five virtues.',
        paragraphs: [
          'Battlecards is a collection of 10,000 NFTs. Each card has an edition (Original, Kawarimono, Forged, Mythic, Gods or Inked), one of the five virtues (Strength, Wisdom, Resilience, Hope or Destiny), a warrior calling, an element, a home arena and a power.',
          'Every card is playable in every arena. Rarity changes how a card plays, not whether it can win.',
        ],
      },
      {
        title: 'Forging',
        subText: 'Two become one.',
        paragraphs: [
          'At the Forge two Original cards of the same virtue can be melted into one Forged card. The originals are burned, which keeps the collection from ever growing past its first supply.',
        ],
      },
      {
        title: 'Trading',
        subText: 'A marketplace that remembers every sale.',
        paragraphs: [
          'Cards trade on the Koi marketplace. Every sale and transfer is on chain, and each card page shows its full history, its rarity rank and who liked it.',
        ],
      },
    ],
  },
  {
    id: 'rewards',
    title: 'Rewards',
    subtitle: 'GCoins, shields and the rewards token',
    chapters: [
      {
        title: 'GCoins',
        subText: 'Earned by playing, spent on crypto.',
        paragraphs: [
          'GCoins are earned for quests, duels and contest entries. They live in your Koi account and show in the top bar the moment you sign in.',
          'When you are ready, redeem GCoins for crypto sent to your wallet. The swap area pays out in Ape, Anime, AVAX, Arb or USDC, within limits set on chain for every claim period.',
        ],
      },
      {
        title: 'Shields',
        subText: 'Badges you can keep.',
        paragraphs: [
          'Shields mark what you have done: your first sign-in, your linked accounts, your first contest entry, your rarest card. Owned shields can be downloaded as images and worn anywhere.',
        ],
      },
      {
        title: 'The rewards token',
        subText: 'A share of the Arena.',
        paragraphs: [
          'Part of every marketplace fee flows into a rewards pool. Holders of Battlecards earn from it in proportion to the duels their cards win, paid in the rewards token at the end of each season.',
        ],
        locked: true,
      },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    subtitle: 'Travellers together',
    chapters: [
      {
        title: 'The Discord halls',
        subText: 'Where every Traveller starts.',
        paragraphs: [
          'The Koi Discord is where duels are organised, trades are argued over and new players are shown the ropes. The Guardians, played by the team, answer questions every evening.',
        ],
      },
      {
        title: 'Fan art',
        subText: 'Draw the cards you love.',
        paragraphs: [
          'Post your drawings of Battlecards on X with #KoiFanArt and they appear in the fan-art gallery. Members love the pieces they like best, and the most loved earn GCoins each season.',
        ],
      },
      {
        title: 'The art contest',
        subText: 'Claim a card, draw it, win.',
        paragraphs: [
          'Once a year the art contest opens. Claim one Battlecard to draw, post your entry on X with the contest hashtag and let the judges decide. No AI art is allowed; every line must be yours.',
        ],
      },
      {
        title: 'Trials of the Arena',
        subText: 'Quests that pay in GCoins.',
        paragraphs: [
          'Connect a wallet, sign in, link X and Discord, and the quests start paying. Each trial you finish books GCoins to your name, and the leaderboard shows who has climbed furthest.',
          'Some trials happen on X or Discord, where the team checks them by hand before the GCoins arrive. Be patient with the Guardians; they read every one.',
        ],
      },
      {
        title: 'The Odyssey',
        subText: 'Four challenges, two weeks each.',
        paragraphs: [
          'The Odyssey walks Travellers through the four arenas in turn, starting at the Golden Temple. Each challenge runs for two weeks and carries a cash prize for the boldest entries.',
        ],
      },
      {
        title: 'The vault',
        subText: 'What members keep for members.',
        paragraphs: [
          'Field guides, wallpapers and the first sketches of the Guardians wait in the vault. It opens to members who linked their X account, and every download is counted.',
        ],
      },
      {
        title: 'The gathering',
        subText: 'Where the Travellers meet in person.',
        paragraphs: [
          'One day the Travellers will meet beside a real river. The Guardians are still choosing the place.',
        ],
        locked: true,
      },
    ],
  },
]
