/** `(810) 555-0142` from `8105550142`: written out here, not taken from the site's code, so the tests check it. */
export const formatted = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
