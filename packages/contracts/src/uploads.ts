/**
 * Room for the multipart framing around one file (boundaries, part headers, a few small
 * fields), so a file right at its limit is refused by the service with its own message and
 * not by a body limit in front of it.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** JSON bodies: the largest is a submission's answer sheet (500 questions ≈ 60 KB). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
