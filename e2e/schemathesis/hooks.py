"""What schemathesis is told beyond the API document (loaded through the run's `hooks` setting).

The document states every rule of a request that JSON Schema can state. Two kinds it cannot:

- the content of an uploaded file: the document names the part's media types (and the CSV's
  file name), and here are files of those types, so a request the document calls valid is one
  the service can take (a picture it can decode, a CSV with the template's header row);
- rules across fields, or against the clock, that JSON Schema has no words for, which the
  document's descriptions state: a test body's (as many questionIds as totalQuestions, timed
  blocks lasting durationMinutes in all with no section in two blocks, a section marked once)
  and a live mock's (it starts in the future, registration closes by the start, a shift group
  and its label come together). A *valid* generated body is made to keep them; an invalid one
  is left as generated, so the service still has to refuse it.

And one rule of the shared e2e stack: a valid live mock is made of this run's own test and shift
group, never of values read from other specs' data.

Nothing here drops a case or a finding.
"""

from __future__ import annotations

import json
import os
import struct
import zlib
from datetime import datetime, timedelta, timezone

import schemathesis
from hypothesis import strategies as st
from schemathesis.core.file_samples import MEDIA_TYPE_FILE_SAMPLES
from schemathesis.generation.modes import GenerationMode

# Written by run-schemathesis.ts beside the run's configuration.
with open(os.environ["SSC_SCHEMATHESIS_DATA"], encoding="utf-8") as data_file:
    DATA = json.load(data_file)

MAX_DURATION_MINUTES = 600
MAX_QUESTIONS = 500
TEST_WRITES = {"POST /api/admin/tests", "PUT /api/admin/tests/{id}"}
LIVE_MOCK_WRITES = {"POST /api/admin/live-mocks", "PUT /api/admin/live-mocks/{id}"}


def _png(width: int, height: int, pixels: bytes) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    rows = b"".join(b"\x00" + pixels[y * width * 3 : (y + 1) * width * 3] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


@st.composite
def png_files(draw: st.DrawFn) -> bytes:
    width = draw(st.integers(1, 24))
    height = draw(st.integers(1, 24))
    pixels = draw(st.binary(min_size=width * height * 3, max_size=width * height * 3))
    return _png(width, height, pixels)


def _csv_field(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


# Text a CSV cell may hold: any character but NUL (the service reads a NUL as a binary file).
cell_text = st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\x00"), max_size=40)


@st.composite
def csv_files(draw: st.DrawFn) -> bytes:
    columns = DATA["csvColumns"]
    # At least one row that says something: a file of blank rows is empty to the service.
    first = draw(st.from_regex(r"\A[A-Za-z0-9]{1,20}\Z"))
    rows = draw(st.lists(st.lists(cell_text, min_size=len(columns), max_size=len(columns)), min_size=1, max_size=5))
    rows[0][0] = first
    lines = [",".join(columns)] + [",".join(_csv_field(cell) for cell in row) for row in rows]
    return ("\r\n".join(lines) + "\r\n").encode("utf-8")


schemathesis.openapi.media_type("image/png", png_files())
schemathesis.openapi.media_type("image/jpeg", st.just(MEDIA_TYPE_FILE_SAMPLES["image/jpeg"]))
schemathesis.openapi.media_type("image/webp", st.just(MEDIA_TYPE_FILE_SAMPLES["image/webp"]))
schemathesis.openapi.media_type("text/csv", csv_files())


def _blocks_apart(blocks: list) -> list:
    """The blocks with each section in one of them, in order, lasting at most the longest test."""
    seen: set[str] = set()
    kept: list = []
    total = 0
    for block in blocks:
        if not isinstance(block, dict) or block.get("section") in seen:
            continue
        listed = block.get("sections") or [block.get("section")]
        subjects = [s for s in dict.fromkeys(listed) if s not in seen]
        minutes = block.get("durationMinutes")
        if not isinstance(minutes, int) or total + minutes > MAX_DURATION_MINUTES:
            continue
        if block.get("sections"):
            block = {**block, "sections": subjects}
        seen.update(subjects)
        total += minutes
        kept.append(block)
    return kept


def _iso(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _live_mock(body: dict) -> dict:
    """A schedule that starts in the future, closes registration by then, and names a shift whole.

    Of this run's own test and shift group: a value schemathesis drew may be another spec's (its
    stateful phase reuses values read from lists), and a mock scheduled on their test would hold
    it, one in their shift group would hold their group's normalisation back until it ends.
    """
    if "testId" in body:
        body["testId"] = DATA["liveMockTestId"]
    if "startsAt" in body:
        starts = datetime.now(timezone.utc) + timedelta(days=2, minutes=len(str(body)) % 600)
        body["startsAt"] = _iso(starts)
        if body.get("registrationClosesAt"):
            body["registrationClosesAt"] = _iso(starts - timedelta(hours=1))
    elif body.get("registrationClosesAt"):
        # An update that keeps the stored start, which this body does not know: no closing time.
        body["registrationClosesAt"] = None
    if body.get("shiftGroup") or body.get("shiftLabel"):
        body["shiftGroup"] = DATA["shiftGroup"]
        body["shiftLabel"] = body.get("shiftLabel") or "Shift 1"
    return body


@schemathesis.hook
def map_case(context, case):
    operation = context.operation
    meta = case.meta
    if (
        operation is None
        or operation.label not in TEST_WRITES | LIVE_MOCK_WRITES
        or meta is None
        or meta.generation.mode != GenerationMode.POSITIVE
        or not isinstance(case.body, dict)
    ):
        return case
    body = dict(case.body)
    if operation.label in LIVE_MOCK_WRITES:
        case.body = _live_mock(body)
        return case
    ids = body.get("questionIds")
    if isinstance(ids, list) and ids:
        body["questionIds"] = ids[:MAX_QUESTIONS]
        body["totalQuestions"] = len(body["questionIds"])
    blocks = body.get("sectionTimings")
    if isinstance(blocks, list) and blocks:
        body["sectionTimings"] = _blocks_apart(blocks)
        if body["sectionTimings"]:
            body["durationMinutes"] = sum(b["durationMinutes"] for b in body["sectionTimings"])
    marking = body.get("sectionMarking")
    if isinstance(marking, list):
        once: dict = {}
        for entry in marking:
            if isinstance(entry, dict):
                once.setdefault(entry.get("section"), entry)
        body["sectionMarking"] = list(once.values())
    case.body = body
    return case
