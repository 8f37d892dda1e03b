import { useActorRef, useSelector } from '@xstate/react'
import { useId } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  selectCanRefreshLimits,
  selectClaimAmount,
  selectError,
  selectIsAmountMissing,
  selectIsBusy,
  selectIsLinkRequired,
  selectIsOverMaximum,
  selectIsTooEarly,
  selectIsVerified,
  selectMaxClaimableUsd,
} from '../../machines/swapClaim/selectors'
import { swapClaimMessages } from '../../machines/swapClaim/messages'
import { inspector } from '../../services/inspection'
import { claimDate, limitRows } from './claimLimitsView'
import type { provideSwapClaimEffects } from './swapClaimEffects'
import { TransactionHash } from './TransactionHash'

type ProvidedSwapClaim = ReturnType<typeof provideSwapClaimEffects>
type Snapshot = SnapshotFrom<ProvidedSwapClaim>

const selectLimits = (snapshot: Snapshot) => snapshot.context.limits
const selectTransactionHash = (snapshot: Snapshot) => snapshot.context.transactionHash
const selectCanRetry = (snapshot: Snapshot) => snapshot.can({ type: 'claim.retry' })
const selectLimitsUnavailable = (snapshot: Snapshot) => selectCanRefreshLimits(snapshot) && !selectIsTooEarly(snapshot)
const selectCanCheckAgain = (snapshot: Snapshot) => selectCanRefreshLimits(snapshot) && selectIsTooEarly(snapshot)
const selectVerificationFailed = (snapshot: Snapshot) => snapshot.hasTag('verificationFailed')

/** One claim of one token: limits, amount, Claim, and what the machine says happened. */
export function SwapClaimPanel({
  machine,
  tokenAddress,
  explorerUrl,
  onClaimAgain,
  onLinkX,
}: {
  machine: ProvidedSwapClaim
  tokenAddress: string
  /** The chain's block-explorer base; empty for a chain without one. */
  explorerUrl: string
  onClaimAgain: () => void
  /** Leaves for the X sign-in, coming back to this page. */
  onLinkX: () => void
}) {
  const amountMissingId = useId()
  const actor = useActorRef(machine, { input: { tokenAddress }, inspect: inspector('swapClaim') })
  const limits = useSelector(actor, selectLimits)
  const maxClaimableUsd = useSelector(actor, selectMaxClaimableUsd)
  const amount = useSelector(actor, selectClaimAmount)
  const busy = useSelector(actor, selectIsBusy)
  const tooEarly = useSelector(actor, selectIsTooEarly)
  const canCheckAgain = useSelector(actor, selectCanCheckAgain)
  const overMaximum = useSelector(actor, selectIsOverMaximum)
  const amountMissing = useSelector(actor, selectIsAmountMissing)
  const verified = useSelector(actor, selectIsVerified)
  const verificationFailed = useSelector(actor, selectVerificationFailed)
  const canRetry = useSelector(actor, selectCanRetry)
  const limitsUnavailable = useSelector(actor, selectLimitsUnavailable)
  const transactionHash = useSelector(actor, selectTransactionHash)
  const linkRequired = useSelector(actor, selectIsLinkRequired)
  const error = useSelector(actor, selectError)

  return (
    <section className="koi-swaps__claim" aria-label="Claim">
      <h2>Claim</h2>
      {limits && (
        <dl className="koi-swaps__limits">
          {limitRows(limits).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {maxClaimableUsd !== null && (
            <div>
              <dt>Maximum claimable</dt>
              <dd>${maxClaimableUsd}</dd>
            </div>
          )}
        </dl>
      )}
      {limitsUnavailable && (
        <p role="alert">
          The claim limits could not be read.{' '}
          <button type="button" onClick={() => actor.send({ type: 'limits.refresh' })}>
            Read again
          </button>
        </p>
      )}
      {tooEarly && limits && (
        <p role="status" className="koi-swaps__too-early">
          Too early: your next claim opens on {claimDate(limits.nextClaimTimestamp)}.{' '}
          {canCheckAgain && (
            <button type="button" onClick={() => actor.send({ type: 'limits.refresh' })}>
              Check again
            </button>
          )}
        </p>
      )}
      {!tooEarly && !limitsUnavailable && !verified && !verificationFailed && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'claim.submit' })
          }}
        >
          <label>
            Amount (GCoins)
            <input
              name="amount"
              inputMode="decimal"
              disabled={busy || (canRetry && !linkRequired)}
              aria-invalid={amountMissing || undefined}
              aria-describedby={amountMissing ? amountMissingId : undefined}
              onChange={(event) => actor.send({ type: 'amount.change', value: event.target.value })}
            />
          </label>
          <button type="submit" disabled={busy || canRetry || overMaximum || amountMissing}>
            Claim
          </button>
          {amountMissing && (
            <p role="alert" id={amountMissingId} className="koi-swaps__amount-missing">
              {swapClaimMessages.amountMissing}
            </p>
          )}
          {overMaximum && (
            <p role="status" className="koi-swaps__over-maximum">
              Over the maximum: {amount} is more than the ${maxClaimableUsd ?? 0} a claim may be worth.
            </p>
          )}
          {linkRequired && (
            <p role="alert" className="koi-swaps__link-required">
              {error}{' '}
              <button type="button" onClick={onLinkX}>
                Link X
              </button>
            </p>
          )}
          {canRetry && !linkRequired && (
            <button type="button" onClick={() => actor.send({ type: 'claim.retry' })}>
              Try again
            </button>
          )}
        </form>
      )}
      {(verified || verificationFailed) && (
        <p role="status">
          {verified ? 'Your claim is verified.' : 'Your claim is on chain; its check did not pass.'}{' '}
          {transactionHash && <TransactionHash hash={transactionHash} explorerUrl={explorerUrl} />}{' '}
          <button type="button" onClick={onClaimAgain}>
            Claim again
          </button>
        </p>
      )}
    </section>
  )
}
