import { createMiddleware } from 'hono/factory'
import type { AreaPath } from '../../src/contract/permissions'
import { canOpen, pathsForRole } from '../../src/contract/permissions'
import type { Db } from '../db/client'
import { findSession } from './sessions'
import { endedSessionMessage } from './session-reason'
import type { AppEnv } from '../kit/types'
import { forbidden, sessionExpired } from '../../src/contract/i18n/m/server'

/**
 * Bearer token → c.var.user, c.var.orgId, c.var.sessionId; 401 when missing, expired or revoked.
 * Several route groups may share a prefix, each with its own requireAuth: the first one reads the session.
 */
export const requireAuth = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')) return next()
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')
    const session = match?.[1] ? await findSession(db, match[1]) : null
    if (!session) return c.json({ status: false, message: match?.[1] ? await endedSessionMessage(db, match[1]) : sessionExpired() }, 401)
    c.set('user', session.user)
    c.set('orgId', session.user.orgId)
    c.set('sessionId', session.sessionId)
    await next()
  })

/** 403 unless the caller's role may open one of `areas` (the same map the app uses for its routes). */
export const requireArea = (...areas: [AreaPath, ...AreaPath[]]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const granted = pathsForRole(c.var.user.role)
    if (!areas.some((area) => canOpen(granted, area))) return c.json({ status: false, message: forbidden() }, 403)
    await next()
  })
