"""pytest plugin of the differential harness (loaded with `-p differential_report`): writes one
record per test to $DIFFERENTIAL_RESULT_FILE in the harness's case shape,
`{"cases": [{"titlePath": [...], "status": ..., "file": ..., "error": ...}]}`.

The title path is the node id without its file: `tests/test_home.py::test_x` -> ["test_x"],
`tests/test_signup.py::TestSignupForm::test_y[complete]` -> ["TestSignupForm", "test_y[complete]"].
A test fails when any of its phases fails (a fixture's setup or teardown too), is skipped when it
was skipped (or an expected failure), and passes otherwise.
"""
import json
import os

_order = []
_cases = {}


def _record(nodeid):
    if nodeid not in _cases:
        _order.append(nodeid)
        path, *titles = nodeid.split("::")
        _cases[nodeid] = {"titlePath": titles, "status": "passed", "file": path}
    return _cases[nodeid]


def _summary(text):
    """The first `E   ` line of pytest's failure text (the exception), else its last line."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    errors = [line[1:].strip() for line in lines if line.startswith("E ")]
    return (errors or lines or [""])[0 if errors else -1][:500]


def pytest_runtest_logreport(report):
    case = _record(report.nodeid)
    if report.failed:
        if case["status"] != "failed":
            case["status"] = "failed"
            case["error"] = f"{report.when}: {_summary(report.longreprtext)}"
    elif report.skipped and case["status"] == "passed":
        case["status"] = "skipped"


def pytest_sessionfinish(session):
    target = os.environ.get("DIFFERENTIAL_RESULT_FILE")
    if not target:
        return
    with open(target, "w", encoding="utf-8") as handle:
        json.dump({"cases": [_cases[nodeid] for nodeid in _order]}, handle, indent=2)
