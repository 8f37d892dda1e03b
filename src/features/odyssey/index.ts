export { OdysseyPage } from './OdysseyPage'
export { ChallengePage } from './ChallengePage'
