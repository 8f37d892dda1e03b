import { act, render, screen, waitFor } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppToaster } from '../../../src/ui/toast/AppToaster'
import { LazyToaster } from '../../../src/ui/toast/LazyToaster'
import {
  MAX_VISIBLE_TOASTS,
  notify,
  notifyService,
  SERVICE_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
} from '../../../src/ui/toast/notify'

afterEach(() => {
  act(() => {
    toast.dismiss()
  })
})

function visibleToasts() {
  return document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
}

describe('toasts', () => {
  it('mounts the toast area with the first toast asked for, and shows that toast', async () => {
    render(<LazyToaster />)
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    act(() => {
      notifyService.success('Claimed!')
    })
    expect(await screen.findByText('Claimed!')).toBeInTheDocument()
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull()
  })

  it('sits bottom-right', async () => {
    render(<AppToaster />)
    act(() => {
      notify.success('Address Copied!')
    })
    expect(await screen.findByText('Address Copied!')).toBeInTheDocument()
    const list = document.querySelector('[data-sonner-toaster]')
    expect(list).toHaveAttribute('data-y-position', 'bottom')
    expect(list).toHaveAttribute('data-x-position', 'right')
  })

  it('shows at most 3 at once, the newest ones', async () => {
    render(<AppToaster />)
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notify.info(`message ${n}`)
    })
    await screen.findByText('message 5')
    await waitFor(() => expect(visibleToasts()).toHaveLength(MAX_VISIBLE_TOASTS))
    const shown = [...visibleToasts()].map((item) => item.textContent)
    expect(shown.join(' ')).toContain('message 5')
    expect(shown.join(' ')).not.toContain('message 1')
    expect(MAX_VISIBLE_TOASTS).toBe(3)
  })

  it('gives page toasts 5000 ms and service-layer toasts 3000 ms', () => {
    render(<AppToaster />)
    const spy = vi.spyOn(toast, 'error')
    notify.error('update failed!')
    notifyService.error('Please try again later!')
    expect(spy).toHaveBeenNthCalledWith(1, 'update failed!', expect.objectContaining({ duration: TOAST_DURATION_MS }))
    expect(spy).toHaveBeenNthCalledWith(
      2,
      'Please try again later!',
      expect.objectContaining({ duration: SERVICE_TOAST_DURATION_MS }),
    )
    expect([TOAST_DURATION_MS, SERVICE_TOAST_DURATION_MS]).toEqual([5000, 3000])
    spy.mockRestore()
  })

  it('closes a page toast after 5000 ms and a service toast after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      render(<AppToaster />)
      act(() => {
        notify.success('changes saved!')
        notifyService.success('Claim successfully!')
      })
      await screen.findByText('changes saved!')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3500)
      })
      await waitFor(() => expect(screen.queryByText('Claim successfully!')).not.toBeInTheDocument())
      expect(screen.getByText('changes saved!')).toBeInTheDocument()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000)
      })
      await waitFor(() => expect(screen.queryByText('changes saved!')).not.toBeInTheDocument())
    } finally {
      vi.useRealTimers()
    }
  })
})
