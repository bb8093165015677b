#!/usr/bin/env python3
"""junit2results.py - bats' JUnit report of grade.bats as Gradescope's
results.json.

    junit2results.py REPORT.XML GRADE.BATS >results.json

Each test of GRADE.BATS, in its order, is one entry of "tests": its name,
its score, its max_score (one point, or N after a line "# points: N"
right before its @test, as grade-class.sh counts), what the failure says
as its output, visible.  A skipped test is worth nothing (max_score 0,
its reason as output).  A test that failed with "grader error:", or that
the report does not hold (bats could not run it), scores 0 with its output
saying that the grader, not the program, went wrong (as a failure where
a shell of the grader could not fork does); the top-level output
says so too.  The total score is the sum.  See yut-grading(7).
"""

import json
import re
import sys
import xml.etree.ElementTree as ET


def tests_of(bats_file):
    """The (name, points) of each test of BATS_FILE, in its order."""
    tests, points = [], 0
    with open(bats_file, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^# points: ([0-9]+)$", line.rstrip("\n"))
            if m:
                points = int(m.group(1))
                continue
            m = re.match(r'^@test "(.*)" \{$', line.rstrip("\n"))
            if m:
                tests.append((m.group(1), points or 1))
            points = 0
    return tests


def cases_of(report):
    """Each testcase of REPORT by name: its outcome and its text."""
    cases = {}
    try:
        root = ET.parse(report).getroot()
    except (OSError, ET.ParseError):
        return cases
    for case in root.iter("testcase"):
        outcome, text = "pass", ""
        for tag in ("failure", "error", "skipped"):
            e = case.find(tag)
            if e is not None:
                outcome, text = tag, e.text or ""
                break
        cases[case.get("name")] = (outcome, text)
    return cases


def own_words(text):
    """TEXT without bats' lines of where the test failed."""
    lines = text.split("\n")
    while lines and (lines[0].startswith("(") or lines[0].startswith(" in test file")
                     or lines[0].startswith("  `")):
        lines.pop(0)
    return "\n".join(lines)


def grader_fault(words):
    """Whether a failure is the grader's: its first line begins "grader
    error:", or a shell of the grader could not fork or make a pipe."""
    return words.startswith("grader error:") or \
        re.search(r"^[^ \n]+: (fork: |cannot make pipe)", words, re.M) is not None


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: junit2results.py report.xml grade.bats\n")
        return 2
    cases = cases_of(argv[1])
    results, errors = [], 0
    for name, points in tests_of(argv[2]):
        outcome, text = cases.get(name, ("missing", ""))
        entry = {"name": name, "score": 0, "max_score": points,
                 "output": "", "visibility": "visible"}
        words = own_words(text)
        if outcome == "pass":
            entry["score"] = points
        elif outcome == "skipped":
            entry["max_score"] = 0
            entry["output"] = "skipped: " + text
        elif outcome == "missing" or grader_fault(words):
            errors += 1
            entry["output"] = (words or "grader error: the test was not run") + \
                "\n\nThe grader, not the program, went wrong here: this test was not graded."
        else:
            entry["output"] = words
        results.append(entry)
    out = {"score": sum(t["score"] for t in results), "tests": results}
    if errors:
        out["output"] = ("grader error: %d tests were not graded; "
                         "the course staff will grade them again." % errors)
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
