import { BlockList, isIP } from 'node:net'

/** Addresses a metadata fetch never reaches: loopback, private, link-local, shared, reserved. */
const refused = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(network, prefix, 'ipv6')

/** True for an address a fetch of anyone's URL must not reach (an IPv4-mapped IPv6 address is read as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const plain = mapped?.[1] ?? address
  const family = isIP(plain)
  if (family === 0) return true
  return refused.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}
