import { ProviderRpcError } from './eip1193.ts'

export interface ChooserOption<T> {
  label: string
  value: T
}

/**
 * A small modal list of buttons, plain DOM so that it needs no React and can open from the wallet
 * layer. Each button's accessible name is its label; Cancel or Escape refuses with code 4001 as a
 * wallet does when a person declines.
 */
export function chooseInDialog<T>(
  doc: Document,
  { title, description, options }: { title: string; description: string; options: ChooserOption<T>[] },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const overlay = doc.createElement('div')
    overlay.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(0,0,0,.55);font-family:system-ui,sans-serif',
    )
    const dialog = doc.createElement('div')
    const titleId = `koi-chooser-${Math.random().toString(36).slice(2)}`
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', titleId)
    dialog.setAttribute(
      'style',
      'background:#101418;color:#f4f4f4;border-radius:12px;padding:20px;min-width:320px;max-width:90vw;' +
        'max-height:80vh;overflow:auto;box-shadow:0 10px 40px rgba(0,0,0,.5)',
    )
    const heading = doc.createElement('h2')
    heading.id = titleId
    heading.textContent = title
    heading.setAttribute('style', 'margin:0 0 4px;font-size:18px')
    const text = doc.createElement('p')
    text.textContent = description
    text.setAttribute('style', 'margin:0 0 12px;font-size:13px;opacity:.8')
    const list = doc.createElement('ul')
    list.setAttribute('style', 'list-style:none;margin:0 0 12px;padding:0;display:grid;gap:6px')

    // closed, focus goes back to what opened it ("Connect wallet"), as src/ui's dialogs do
    // (useReturnFocus): this plain-DOM dialog of the wallet layer cannot use React's
    const opener = doc.activeElement as HTMLElement | null
    const close = () => {
      doc.removeEventListener('keydown', onKey)
      const hadFocus = overlay.contains(doc.activeElement)
      overlay.remove()
      if (hadFocus && opener && opener !== doc.body && opener.isConnected) opener.focus()
    }
    const cancel = () => {
      close()
      reject(new ProviderRpcError(4001, 'The request was cancelled.'))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel()
    }

    for (const option of options) {
      const item = doc.createElement('li')
      const button = doc.createElement('button')
      button.type = 'button'
      button.textContent = option.label
      button.setAttribute(
        'style',
        'width:100%;text-align:left;padding:8px 10px;border-radius:8px;border:1px solid #2c3440;' +
          'background:#1a2129;color:inherit;font:13px ui-monospace,monospace;cursor:pointer',
      )
      button.addEventListener('click', () => {
        close()
        resolve(option.value)
      })
      item.append(button)
      list.append(item)
    }
    const cancelButton = doc.createElement('button')
    cancelButton.type = 'button'
    cancelButton.textContent = 'Cancel'
    cancelButton.setAttribute(
      'style',
      'padding:6px 12px;border-radius:8px;border:1px solid #2c3440;background:none;color:inherit;cursor:pointer',
    )
    cancelButton.addEventListener('click', cancel)

    dialog.append(heading, text, list, cancelButton)
    overlay.append(dialog)
    doc.addEventListener('keydown', onKey)
    doc.body.append(overlay)
    list.querySelector('button')?.focus()
  })
}
