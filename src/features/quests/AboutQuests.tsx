/** The About modal's text: earning GCoins, redeeming them, the three steps, and why to join. */
export function AboutQuests({ product }: { product: string }) {
  return (
    <div className="koi-quests-about">
      <p>
        {product} Social Quests reward you for taking part: every quest you complete on X, Discord and around {product}{' '}
        earns GCoins, booked to your account once the quest is verified.
      </p>
      <h3>Redeem your GCoins</h3>
      <p>GCoins can be redeemed for crypto, sent straight to the wallet you signed in with.</p>
      <h3>Three steps</h3>
      <ol>
        <li>Connect your wallet and sign the message to create your {product} account.</li>
        <li>Link your X account (and your Discord account) so your quests can be verified.</li>
        <li>Complete quests, climb the leaderboard and redeem your GCoins.</li>
      </ol>
      <h3>Why join?</h3>
      <p>
        Earn while you play, get early access to new {product} drops and features, and stand on the leaderboard with the
        community.
      </p>
    </div>
  )
}
