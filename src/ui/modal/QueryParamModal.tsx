import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'
import { Modal, type ModalProps } from './Modal'

export interface QueryParamModalProps extends Omit<ModalProps, 'open' | 'onClose'> {
  /** The search parameter that holds the modal, e.g. `modal`, `tweetId`, `edit`. */
  param: string
  /** When given, the modal opens only for this value (case-insensitive); otherwise for any value. */
  value?: string
  children: ReactNode
}

export function isParamOpen(search: Record<string, unknown>, param: string, value?: string): boolean {
  const current = search[param]
  if (current === undefined || current === null || current === false || current === '') return false
  if (value === undefined) return true
  return typeof current === 'string' && current.toLowerCase() === value.toLowerCase()
}

/** A modal whose open state lives in the URL: it opens through a search parameter and closing removes it. */
export function QueryParamModal({ param, value, children, ...modalProps }: QueryParamModalProps) {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const navigate = useNavigate()
  const open = isParamOpen(search, param, value)

  const onClose = useCallback(() => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const next = { ...previous }
        delete next[param]
        return next
      },
    })
  }, [navigate, param])

  return (
    <Modal {...modalProps} open={open} onClose={onClose}>
      {children}
    </Modal>
  )
}
