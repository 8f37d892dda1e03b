import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { ApiClient } from '../../services/api'
import './SecurityGate.css'

const gateKey = ['security-gate'] as const

/**
 * Holds a page behind the security question. The server checks the answer (case-insensitive)
 * and remembers a right one for the browser session; the answer itself never reaches the page.
 */
export function SecurityGate({ api, children }: { api: ApiClient; children: ReactNode }) {
  const queryClient = useQueryClient()
  const [entered, setEntered] = useState('')
  const gate = useQuery({ queryKey: gateKey, queryFn: () => api.call('getSecurityGate') })
  const answer = useMutation({
    mutationFn: (value: string) => api.call('answerSecurityGate', { body: { answer: value } }),
    onSuccess: (state) => queryClient.setQueryData(gateKey, state),
  })

  if (gate.data?.open) return <>{children}</>
  if (gate.isPending) return <p className="koi-security-gate__status">Checking your access…</p>

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (entered.trim() === '') return
    answer.mutate(entered)
  }
  const wrong = answer.data?.open === false

  return (
    <form className="koi-security-gate" onSubmit={onSubmit}>
      <label htmlFor="koi-security-answer">This build is for testers. Answer the security question to enter.</label>
      <input
        id="koi-security-answer"
        value={entered}
        onChange={(event) => setEntered(event.target.value)}
        autoComplete="off"
        aria-invalid={wrong || undefined}
      />
      <button type="submit" disabled={answer.isPending}>
        Enter
      </button>
      {wrong ? <p role="alert">That is not the answer.</p> : null}
      {answer.isError ? <p role="alert">The answer could not be checked. Please try again later.</p> : null}
    </form>
  )
}
