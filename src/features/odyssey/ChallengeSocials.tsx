import { useAssetUrl } from '../../services/config/EnvProvider'
import type { OdysseyChallenge } from '../../services/story'

export function ChallengeSocials({ socials, title }: { socials: OdysseyChallenge['socials']; title: string }) {
  const assetUrl = useAssetUrl()
  return (
    <ul className="koi-challenge__socials" aria-label={`Follow ${title}`}>
      {socials.map((social) => (
        <li key={social.name}>
          <a href={social.link} target="_blank" rel="noreferrer" aria-label={social.name}>
            <img src={assetUrl(social.icon)} alt="" width={24} height={24} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  )
}
