export { browserWallet } from './browserWallet'
export { provideLoginEffects, LOGIN_MESSAGE_LIFETIME_S, type LoginWallet } from './loginEffects'
export { startMemberSession, type MemberSession, type SessionWallet } from './memberSession'
export { WALLET_REMEMBERED_KEY, rememberedAccount, rememberedWallet } from './rememberedWallet'
export { showNotice } from '../../ui/toast/serviceToast'
export {
  memberSessionSource,
  type MemberSessionSource,
  type MemberSessionValue,
  type MemberSessionView,
} from './sessionSource'
