import { createFileRoute } from '@tanstack/react-router'
import { EmailOtpScreen } from '../../features/auth/email-otp-screen'

export const Route = createFileRoute('/_auth/email-otp-verify')({ component: EmailOtpScreen })
