/**
 * Reading a Decap entry for a preview. While an editor types, any field may
 * be missing or half-written, so every reader falls back to an empty value
 * instead of trusting the content schema (which only holds once saved).
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core"

export type PreviewProps = PreviewTemplateComponentProps

/** The entry's fields as plain JSON (Decap keeps them in an Immutable map). */
export function entryData(entry: PreviewProps["entry"]): Record<string, unknown> {
  const data: unknown = entry.get("data")?.toJS?.()
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {}
}

export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

export const numberOf = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

export const textListOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : [])

export const recordListOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : []

/** The URL Decap serves an image field from: a fresh upload or the file in the repository. */
export function assetUrl(getAsset: PreviewProps["getAsset"], path: unknown): string | undefined {
  if (typeof path !== "string" || path === "") return undefined
  const asset: unknown = getAsset(path)
  return asset ? String(asset) : undefined
}
