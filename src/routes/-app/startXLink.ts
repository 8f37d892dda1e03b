import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * The X sign-in the reaction gating asks for. Until the social-link pieces arrive, linking X
 * happens in the quests sign-up steps, so the member is taken there.
 */
export function useStartXLink(): () => void {
  const navigate = useNavigate()
  return useCallback(() => void navigate({ to: '/quests', search: { modal: 'sign up' } }), [navigate])
}
