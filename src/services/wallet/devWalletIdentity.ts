/** Where the development wallet keeps its connected account (sessionStorage), read without its code. */
export const DEV_WALLET_ACCOUNT_KEY = 'koi.devWallet.account'
export const DEV_WALLET_RDNS = 'org.koi.devwallet'
