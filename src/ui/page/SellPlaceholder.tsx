import './SellPlaceholder.css'

const steps = [
  { title: 'Set up your wallet', text: 'Connect a wallet to the site; it holds your NFTs and signs your actions.' },
  { title: 'Add your NFTs', text: 'The NFTs your wallet holds show up on your forge page.' },
  { title: 'Sell your NFTs', text: 'List them with a price and let collectors make offers.' },
]

/** The marketplace placeholder panel: 'Connect and sell your NFTs' in three steps. */
export function SellPlaceholder() {
  return (
    <section className="koi-sell" aria-labelledby="koi-sell-title">
      <h2 id="koi-sell-title">Connect and sell your NFTs</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
