/**
 * A server-built tree of HTML elements as plain data, and back. StaticHtml (server) takes the snapshot; the HTML render
 * (StaticHtmlView) rebuilds React elements from it, so React DOM writes the attributes exactly as it would have. Only
 * host elements, text, fragments and synchronous components without hooks (called here, as React would) can be taken:
 * anything interactive must stay outside a static part. A client component that only draws (a picture's `Img`) can be
 * taken through its `twin`, a server function that returns the same markup.
 */
import { createElement, Fragment, isValidElement, type ReactNode } from 'react'

/** Text, a list, or an element: `{ e: [tag, props without children, children] }`. */
export type HostNode = string | HostNode[] | { e: [tag: string, props: Record<string, unknown>, children: HostNode[]] }

const CLIENT_REFERENCE = Symbol.for('react.client.reference')

type AnyElement = { type: unknown; props: Record<string, unknown> & { children?: ReactNode }; key: string | null }

/** Server stand-ins for client components that only draw: the client reference, and what to render instead. */
export type Twins = ReadonlyMap<unknown, (props: never) => ReactNode>

export function snapshot(node: ReactNode, twins: Twins = new Map()): HostNode {
  const take = (child: ReactNode) => snapshot(child, twins)
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string') return node
  if (typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(take)
  if (!isValidElement(node)) throw new Error(`StaticHtml: cannot take ${Object.prototype.toString.call(node)} (promises and iterables are not static)`)
  const { type, props } = node as unknown as AnyElement
  if (type === Fragment) return take(props.children)
  if (typeof type === 'string') {
    const { children, ...attributes } = props
    const handler = Object.keys(attributes).find((name) => typeof attributes[name] === 'function')
    if (handler) throw new Error(`StaticHtml: <${type} ${handler}> needs a client component; keep it outside the static part`)
    // No children is none at all (not an empty text): void elements (`img`) take no children.
    const content = children === undefined || children === null ? [] : ([take(children)].flat(1) as HostNode[])
    return { e: [type, attributes, content] }
  }
  const twin = twins.get(type)
  if (twin) return take((twin as (p: unknown) => ReactNode)(props))
  if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const rendered = (type as (p: unknown) => unknown)(props)
    if (rendered instanceof Promise) throw new Error(`StaticHtml: ${type.name} is async; render it before, or outside`)
    return take(rendered as ReactNode)
  }
  throw new Error('StaticHtml: only HTML elements and plain components can be static (a client component stays outside)')
}

/** React elements again, for the HTML render. */
export function rebuild(node: HostNode, key?: number): ReactNode {
  if (typeof node === 'string') return node
  if (Array.isArray(node)) return node.map((child, i) => rebuild(child, i))
  const [tag, props, children] = node.e
  return createElement(tag, key === undefined ? props : { ...props, key }, ...children.map((child, i) => rebuild(child, i)))
}
