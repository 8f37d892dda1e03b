import { cashPrizes, type OdysseyChallenge } from '../../services/story'
import { usDollars } from '../../ui/format/decimal'

/** The cash-prized contests: 3,000 and 5,000 dollars, each over two weeks. */
export function CashPrizes({ challenges }: { challenges: OdysseyChallenge[] }) {
  const prizes = cashPrizes(challenges)
  if (prizes.length === 0) return null
  return (
    <section className="koi-cash-prizes" aria-labelledby="koi-cash-prizes-title">
      <h2 id="koi-cash-prizes-title">Cash prizes</h2>
      <ul>
        {prizes.map((prize) => (
          <li key={prize.title}>
            <strong>{usDollars(prize.amount, { cents: false })}</strong>
            <span>
              {prize.title}, over {prize.days === 14 ? 'two weeks' : `${prize.days} days`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
