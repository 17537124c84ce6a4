/** 'live' -> 'Live': statuses, objectives and placements as people read them. */
export const statusLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

export const formatCtr = (value: number) => `${value.toFixed(2)}%`
