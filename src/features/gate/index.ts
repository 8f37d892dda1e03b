export { SecurityGate } from './SecurityGate'
