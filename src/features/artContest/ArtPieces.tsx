import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { isTakenByAnother } from '../../machines/artClaim/rules'
import { selectCanEnter, selectIsBusy, selectIsStatusUnavailable } from '../../machines/artClaim/selectors'
import type { ApiClient } from '../../services/api'
import { onLiveTopic } from '../../services/live/liveBus'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { inspector } from '../../services/inspection'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { showNotice } from '../../ui/toast/serviceToast'
import { provideArtClaimEffects } from './artClaimEffects'
import { piecesQuery } from './contestQueries'
import { entryPostUrl } from './entryPost'
import './ArtPieces.css'

export interface ArtPiecesProps {
  api: ApiClient
  /** The member's account when a wallet is connected. */
  account: string | null
  signedIn: boolean
}

type PieceState = 'free' | 'yours' | 'taken'

function pieceState(claimedBy: string | null, account: string): PieceState {
  if (claimedBy === null) return 'free'
  return isTakenByAnother(claimedBy, account) ? 'taken' : 'yours'
}

const STATE_LABEL: Record<PieceState, string> = { free: 'Free', yours: 'Yours', taken: 'Taken' }

/**
 * Empty cards of the final size held in the grid's place while the pieces come: a first screen's
 * worth at any width (four rows of five on a desktop), so what follows is not pushed down on arrival.
 */
const PENDING_PIECES = 20

/** The pieces' pictures are drawn at this shape (the demo's 240 × 336) when a record has no size. */
const PIECE_SIZE = { width: 240, height: 336 }

/**
 * Pieces whose pictures are asked for with the page, not once laid out near the screen: a phone's
 * first row (two columns), where a first visit's largest picture is.
 */
const EAGER_PIECES = 2

/** The pieces to draw, each free, yours or taken, claimed and released through the artClaim machine. */
export function ArtPieces({ api, account, signedIn }: ArtPiecesProps) {
  const queryClient = useQueryClient()
  const assetUrl = useAssetUrl()
  const { data, isPending } = useQuery(piecesQuery(api))
  const me = account ?? ''
  const mine = data?.items.find((piece) => pieceState(piece.claimedBy, me) === 'yours')
  // provided once (`provide` builds the machine's state tree again at each call): the pieces are
  // keyed by member and session, so nothing the effects close over changes while they are shown
  const [machine] = useState(() =>
    provideArtClaimEffects({
      api,
      account,
      signedIn,
      notify: showNotice,
      refreshPieces: () => void queryClient.invalidateQueries({ queryKey: piecesQuery(api).queryKey }),
      readPieces: () => queryClient.fetchQuery(piecesQuery(api)),
      watchPieces: (onChange) => onLiveTopic('art.claim', onChange),
      showPieceHolder: (pieceId, claimedBy) =>
        queryClient.setQueryData(
          piecesQuery(api).queryKey,
          (pieces) =>
            pieces && {
              ...pieces,
              items: pieces.items.map((piece) => (piece._id === pieceId ? { ...piece, claimedBy } : piece)),
            },
        ),
      openSubmission: () => {
        const contest = queryClient.getQueryData(piecesQuery(api).queryKey)?.contest
        const claimed = queryClient
          .getQueryData(piecesQuery(api).queryKey)
          ?.items.find((piece) => pieceState(piece.claimedBy, me) === 'yours')
        if (contest) window.open(entryPostUrl(contest, claimed?.name ?? null), '_blank', 'noopener,noreferrer')
      },
    }),
  )
  const actor = useActorRef(machine, { input: { account: me }, inspect: inspector('artClaim') })
  const busy = useSelector(actor, selectIsBusy)
  const canEnter = useSelector(actor, selectCanEnter)
  const unavailable = useSelector(actor, selectIsStatusUnavailable)

  return (
    <section className="koi-pieces" aria-labelledby="koi-pieces-title" aria-busy={busy}>
      <div className="koi-pieces__head">
        <h2 id="koi-pieces-title">Pieces to draw</h2>
        <button
          type="button"
          className={canEnter ? 'koi-pieces__enter koi-pieces__enter--ready' : 'koi-pieces__enter'}
          onClick={() => actor.send({ type: 'contest.enter' })}
        >
          Enter
        </button>
      </div>
      {unavailable ? (
        <p className="koi-pieces__status" role="alert">
          Your claim status could not be loaded.{' '}
          <button type="button" onClick={() => actor.send({ type: 'status.retry' })}>
            Try again
          </button>
        </p>
      ) : null}
      <p className="koi-pieces__status" role="status">
        {account === null
          ? 'Connect your wallet and sign in to claim a piece.'
          : !signedIn
            ? 'Sign in to claim or release a piece.'
            : mine
              ? `You have claimed ${mine.name}. Draw it, then press Enter to post your entry.`
              : 'Claim one piece to draw. You can release it and claim another.'}
      </p>
      <ul className="koi-pieces__grid">
        {!isPending
          ? null
          : Array.from({ length: PENDING_PIECES }, (_, index) => (
              <li key={index} className="koi-piece koi-piece--pending" aria-hidden="true">
                <div className="koi-piece__picture" />
                <div className="koi-piece__body">
                  <span className="koi-piece__name">&nbsp;</span>
                  <span className="koi-piece__state">&nbsp;</span>
                  <button type="button" tabIndex={-1} disabled>
                    &nbsp;
                  </button>
                </div>
              </li>
            ))}
        {data?.items.map((piece, index) => {
          const state = pieceState(piece.claimedBy, me)
          return (
            <li key={piece._id} className={`koi-piece koi-piece--${state}`} data-piece-id={piece._id}>
              <ImageWithFallback
                src={assetUrl(piece.image)}
                alt={piece.name}
                loading={index < EAGER_PIECES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="koi-piece__picture"
                width={piece.width ?? PIECE_SIZE.width}
                height={piece.height ?? PIECE_SIZE.height}
              />
              <div className="koi-piece__body">
                <span className="koi-piece__name" title={piece.name}>
                  {piece.name}
                </span>
                <span className="koi-piece__state">{STATE_LABEL[state]}</span>
                {state === 'yours' ? (
                  <button type="button" onClick={() => actor.send({ type: 'claim.release' })}>
                    Release
                  </button>
                ) : (
                  <button
                    type="button"
                    aria-label={`Claim ${piece.name}`}
                    onClick={() =>
                      actor.send({ type: 'claim.request', pieceId: piece._id, claimedBy: piece.claimedBy })
                    }
                  >
                    Claim
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
