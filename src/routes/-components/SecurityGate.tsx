import { useState, type FormEvent, type ReactNode } from 'react'
import { useEnv } from '../../services/config/EnvProvider'
import './SecurityGate.css'

/** An answer matches the environment's security-question answer ignoring case and outer spaces. */
export function matchesSecurityAnswer(entered: string, answer: string): boolean {
  return entered.trim().toLowerCase() === answer.trim().toLowerCase()
}

/** Holds a page behind the security question; the page authentication flag lives for the visit. */
export function SecurityGate({ children }: { children: ReactNode }) {
  const { securityAnswer } = useEnv()
  const [authenticated, setAuthenticated] = useState(false)
  const [entered, setEntered] = useState('')
  const [wrong, setWrong] = useState(false)

  if (authenticated) return <>{children}</>

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const ok = matchesSecurityAnswer(entered, securityAnswer)
    setAuthenticated(ok)
    setWrong(!ok)
  }

  return (
    <form className="koi-security-gate" onSubmit={onSubmit}>
      <label htmlFor="koi-security-answer">This build is for testers. Answer the security question to enter.</label>
      <input
        id="koi-security-answer"
        value={entered}
        onChange={(event) => setEntered(event.target.value)}
        autoComplete="off"
      />
      <button type="submit">Enter</button>
      {wrong ? <p role="alert">That is not the answer.</p> : null}
    </form>
  )
}
