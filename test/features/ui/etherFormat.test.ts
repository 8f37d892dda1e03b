import { formatEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { chartValue, compactEther, formatEtherAmount, formatPrice, sumEther } from '../../../src/ui/format/ether'
import { compactTotal } from '../../../src/ui/format/compactTotal'

describe('the ether formatter', () => {
  it('shows prices to four places, thousands grouped, rounded half up in wei', () => {
    expect(formatPrice('0.0812', 'ETH')).toBe('0.0812 ETH')
    expect(formatPrice('1234.5', 'ETH')).toBe('1,234.5 ETH')
    expect(formatPrice('0.12345', 'ETH')).toBe('0.1235 ETH')
    expect(formatPrice('0.12344999999999999', 'ETH')).toBe('0.1234 ETH')
    expect(formatPrice('0', 'ETH')).toBe('0 ETH')
    expect(formatPrice('0.000000000000000001', 'ETH')).toBe('<0.0001 ETH')
  })

  it('shows amounts past 2^53 wei and at the top of uint256 digit for digit', () => {
    const top = formatEther(2n ** 256n - 1n)
    expect(formatEtherAmount(top)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584',
    )
    // 2^53 + 1 wei differs from 2^53 wei, which a float cannot tell apart
    expect(sumEther([formatEther(2n ** 53n), formatEther(1n)])).toBe(formatEther(2n ** 53n + 1n))
  })

  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumEther(['0.1', '0.2'])).toBe('0.3')
    expect(sumEther(Array.from({ length: 10_000 }, () => '0.000100000000000001'))).toBe('1.00000000000001')
  })

  it('writes totals in compact form as the number format writes them', () => {
    for (const value of [0, 12.9, 384.2, 999.9, 1000, 1200, 9_999, 10_000, 999_940, 999_960, 3_400_000, 2e12])
      expect(compactEther(String(value)), String(value)).toBe(compactTotal(value))
    expect(compactEther('999.99996')).toBe('1K')
    expect(compactEther(formatEther(2n ** 256n - 1n))).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665.6T',
    )
  })

  it('gives a chart its points as numbers, and shows a malformed amount as zero rather than failing', () => {
    expect(chartValue('0.0812')).toBe(0.0812)
    expect(formatPrice('not ether', 'ETH')).toBe('0 ETH')
  })
})
