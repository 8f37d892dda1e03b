import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useEnv } from '../../../services/config/EnvProvider'
import { useSiteConfig } from '../site/SiteConfigContext'
import { useContractCheck } from './ContractCheckContext'
import { searchTarget } from './searchTarget'
import './NavSearch.css'

/** The navbar search: a wallet address opens its forge, anything else a collection or a token. */
export function NavSearch({ onNavigate }: { onNavigate?: () => void }) {
  const config = useSiteConfig()
  const env = useEnv()
  const isContract = useContractCheck()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    try {
      const target = await searchTarget(value, {
        mode: config.mode,
        tokenAddressOrSlug: env.defaultTokenAddress,
        isContract: (address) => isContract(address).catch(() => false),
      })
      if (!target) return
      setValue('')
      onNavigate?.()
      await navigate(target)
    } finally {
      setBusy(false)
    }
  }

  const placeholder = config.mode === 'multi' ? 'Search collections or wallets' : 'Search token id or wallet'
  return (
    <form className="koi-nav-search" role="search" onSubmit={(event) => void onSubmit(event)}>
      <input
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={busy}
      />
    </form>
  )
}
