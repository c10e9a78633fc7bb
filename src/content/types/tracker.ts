/**
 * A tracker: one file per tracker in data/trackers/. The file name is the
 * record's key (what reviews point at) and never changes;
 * the profile address is made from the name, so a tracker can correct their
 * name and keep their reviews. The form shows the fields in this order, and
 * the editor saves them in this order.
 */
import { z } from "zod"
import { SPECIES, SPECIES_NAMES } from "../species"
import { availabilitySchema } from "./availability"
import { choice, decimal, group, imagePath, list, optionalText, phone, reference, text, wholeNumber, yesNo } from "../fields"

/** Where uploaded photos go, relative to a tracker's file. */
const TRACKER_PHOTO_FOLDER = "../images/trackers"
const GALLERY_PHOTO_FOLDER = "../images/gallery"

/** Michigan, with a margin: a point outside this box is a typo (a lost minus sign, swapped numbers). */
const MICHIGAN = { latitude: { min: 41.6, max: 48.4 }, longitude: { min: -90.5, max: -82.1 } } as const

/** A point in Michigan, in decimal degrees. */
export const coordinates = {
  latitude: decimal({ ...MICHIGAN.latitude, example: 43.0514, label: "Latitude", hint: "Decimal degrees north, e.g. 43.0514." }),
  longitude: decimal({ ...MICHIGAN.longitude, example: -83.3188, label: "Longitude", hint: "Decimal degrees, negative (west), e.g. -83.3188." }),
}

const galleryImageSchema = group("GalleryImage", {
  image: imagePath({ folder: GALLERY_PHOTO_FOLDER, label: "Photo" }),
  alt: text({ max: 250, label: "What the photo shows", hint: "One sentence for visitors who cannot see it." }),
})

export const trackerSchema = z
  .strictObject({
    name: text({ max: 60, label: "Full name", hint: "As hunters should see it, e.g. Jane Doe. Your page's address is made from it." }),
    phone: phone({ label: "Phone", hint: "The number hunters call, e.g. (810) 555-0142. It is saved as ten digits." }),
    sharedLine: yesNo({
      label: "This number is a shared line",
      hint: "Tick only if another tracker lists the same number on purpose (a dispatch line).",
      defaultValue: false,
    }).optional(),
    availability: availabilitySchema.optional(),
    baseTown: group(
      "BaseTown",
      {
        name: text({ max: 60, label: "Town", hint: "The town you start out from, e.g. Lapeer." }),
        ...coordinates,
      },
      { label: "Base town", hint: "Hunters who tap 'Nearest to me' see trackers by their distance from this town." },
    ),
    homeCounty: reference("County", { label: "Home county" }),
    servesCounties: list(reference("County"), { what: "counties", label: "Also serves these counties" }).default([]),
    species: list(choice(SPECIES_NAMES, SPECIES), { min: 1, max: SPECIES.length, what: "species", label: "Tracks", hint: "The game your dogs follow." }),
    image: imagePath({ folder: TRACKER_PHOTO_FOLDER, label: "Photo", hint: "A square photo of you (and your dog) works best. JPG, PNG or WebP." }).optional(),
    yearsTracking: wholeNumber({ min: 0, max: 70, example: 12, label: "Years tracking" }),
    certifications: list(text({ max: 40, label: "Certification" }), {
      max: 10,
      what: "certifications",
      label: "Certifications",
      hint: "One per line, e.g. UBT or ABTA.",
    }).default([]),
    dog1: text({ max: 80, label: "Dog 1", hint: "Your first dog's name and breed, e.g. Gretel — wirehaired dachshund." }),
    dog2: optionalText({ max: 80, label: "Dog 2", hint: "A second dog, if you work one." }),
    tracksAtNight: yesNo({
      label: "Tracks at night",
      hint: "Tick if you will start a track after dark (Michigan allows it, with hand-held lights). Cards show it once you answer.",
    }).optional(),
    experience: text({ max: 400, multiline: true, label: "Experience", hint: "One or two sentences, shown under your name." }),
    bio: text({ max: 2000, multiline: true, label: "About you", hint: "Plain text; cards show the start, your page all of it." }),
    isApprentice: yesNo({ label: "Apprentice tracker", hint: "Tick while you are still training under another tracker.", defaultValue: false }),
    gallery: list(galleryImageSchema, { max: 12, what: "photos", label: "Recovery gallery" }).default([]),
  })
  .superRefine(servesOtherCounties, { when: () => true })

/**
 * "Also serves" lists the counties besides the home county. Checked however
 * the rest of the record reads (the `when` above), so this is said together
 * with any other mistake in the file.
 */
function servesOtherCounties(tracker: unknown, context: z.RefinementCtx): void {
  const { homeCounty, servesCounties } = (tracker ?? {}) as Record<string, unknown>
  if (typeof homeCounty !== "string" || !Array.isArray(servesCounties)) return
  servesCounties.forEach((county, index) => {
    if (county !== homeCounty) return
    context.addIssue({
      code: "custom",
      path: ["servesCounties", index],
      message: `"${homeCounty}" is the home county already: remove it here, where only the other counties served are listed.`,
    })
  })
}

export type TrackerInput = z.input<typeof trackerSchema>
