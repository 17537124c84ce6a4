import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axisMax, LineChart } from '../../src/ui/line-chart'

const points = [
  { date: '2026-11-01', value: 3 },
  { date: '2026-11-02', value: 7 },
  { date: '2026-11-03', value: 1 },
]

describe('line chart', () => {
  it('tops the axis at a round, even number so the middle label is whole', () => {
    expect([0, 1, 3, 7, 9, 13, 63, 913].map(axisMax)).toEqual([2, 2, 4, 8, 10, 20, 80, 1000])
  })

  it('reads each day with the arrow keys and says its value', () => {
    render(<LineChart points={points} label="Sign-ins" />)
    const chart = screen.getByRole('figure', { name: /Sign-ins: 11 in the last 3 days/ })
    expect(chart.textContent).toContain('8')
    fireEvent.keyDown(chart, { key: 'Home' })
    expect(screen.getAllByText('1 Nov: 3').length).toBeGreaterThan(0)
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    expect(screen.getAllByText('2 Nov: 7').length).toBeGreaterThan(0)
    fireEvent.keyDown(chart, { key: 'End' })
    expect(screen.getAllByText('3 Nov: 1').length).toBeGreaterThan(0)
  })
})
