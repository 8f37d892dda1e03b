import './SocialIcon.css'

/** A round badge with the network's initial: no icon font or image request in the first paint. */
export function SocialIcon({ name }: { name: string }) {
  const key = name.toLowerCase().replace(/[^a-z]/g, '')
  const letter = key === 'x' || key === 'twitter' ? '𝕏' : (name.trim()[0] ?? '?').toUpperCase()
  return (
    <span className={`koi-social-icon koi-social-icon--${key}`} aria-hidden="true">
      {letter}
    </span>
  )
}
