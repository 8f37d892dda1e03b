/** The padlock on a locked card or chapter; without a label it is decoration beside words that say it. */
export function LockIcon({ label }: { label?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg className="koi-lock-icon" viewBox="0 0 24 24" width="24" height="24" {...named}>
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3a2 2 0 0 1 1 3.73V19h-2v-2.27A2 2 0 0 1 12 13Z"
      />
    </svg>
  )
}
