/**
 * The build's stamp as built (src/build/offline/build-stamp.ts): the
 * same in /build.json and in every page, and left out of the offline
 * worker's list. What it follows is checked in __tests__/build-stamp.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { isSitePage } from "../../src/shared/built-files"
import { buildStamp } from "../../src/build/offline/build-stamp"
import { BUILD_STAMP, stampOfFile } from "../../src/shared/offline/build-stamp"
import { PUBLIC_DIR } from "../../test-support/weight"
import { filesUnder } from "../../test-support/files"

const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")

describe("the build's stamp as built", () => {
  const files = filesUnder(PUBLIC_DIR)
  const served = stampOfFile(JSON.parse(read(BUILD_STAMP.path.slice(1))))

  it("is the stamp of what the build holds, and every page carries it", () => {
    expect(served).toBe(buildStamp(files, read))
    const pages = files.filter(isSitePage)
    const carried = pages.map((page) => ({ page, stamp: new RegExp(`<meta name="${BUILD_STAMP.meta}" content="([^"]*)"/>`).exec(read(page))?.[1] }))
    expect(carried.filter(({ stamp }) => stamp !== served)).toEqual([])
  })

  it("is not among the files the offline worker stores", () => {
    expect(read("sw.js")).not.toContain(`url:"${BUILD_STAMP.path}"`)
  })
})
