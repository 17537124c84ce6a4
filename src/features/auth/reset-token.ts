/** The one-time token between verify-reset-otp and set-password; per tab, gone when the tab closes. */
const KEY = 'resetToken'

export const readResetToken = () => sessionStorage.getItem(KEY)
export const writeResetToken = (token: string) => sessionStorage.setItem(KEY, token)
export const clearResetToken = () => sessionStorage.removeItem(KEY)
