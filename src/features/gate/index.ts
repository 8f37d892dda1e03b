export { ArenaDevBuild } from './ArenaDevBuild'
export { SecurityGate } from './SecurityGate'
