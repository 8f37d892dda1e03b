import { EnvError } from '../../services/config/env'
import './RouteError.css'

/** The whole screen when the environment is unusable: every missing or malformed value by name. */
export function EnvErrorScreen({ error }: { error: unknown }) {
  const problems = error instanceof EnvError ? error.problems : [error instanceof Error ? error.message : String(error)]
  return (
    <section className="koi-route-error" role="alert">
      <h1>The site cannot start</h1>
      <p>Its environment is incomplete:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  )
}
