"""`gpuadvisor calibrate CSV [--json]`: compare the engine with published measurements.

The CSV holds one published measurement per row with the structured columns listed in
``engine.calibration.REQUIRED_COLUMNS``.  Rows the engine
cannot evaluate are listed with the reason; a missing file or a file without the required
columns is an error (one line, exit status 2).
"""

from __future__ import annotations

import argparse
import json
import sys

from gpuadvisor.i18n import translate


def register(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "calibrate",
        help=translate("Cli", "compare the engine's predictions with measurements in a calibration CSV"),
        description=translate("Cli", "Predict every row of a calibration CSV (one published measurement per row, in "
                                     "structured columns such as model_ref, hardware_ref, workload, metric and value) "
                                     "and report the error per metric and category."),
    )
    p.add_argument("csv", help=translate("Cli", "calibration file (CSV with the structured columns)"))
    p.add_argument("--json", action="store_true", help=translate("Cli", "machine-readable output"))
    return p


def run(args: argparse.Namespace) -> int:
    from gpuadvisor.cli import CliError
    from gpuadvisor.engine.calibration import CalibrationError, calibrate_file

    try:
        report = calibrate_file(args.csv)
    except CalibrationError as exc:
        raise CliError(str(exc)) from None
    except Exception as exc:  # catalog problems and the like: one line, never a traceback
        raise CliError(f"{args.csv}: {exc.__class__.__name__}: {str(exc).splitlines()[0] if str(exc) else ''}") from None
    if args.json:
        json.dump(report, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0
    from gpuadvisor.cli.textout import visible_data

    out = sys.stdout
    report = visible_data(report)  # ids and reasons come from the CSV: control characters made visible
    rows = report["rows"]
    if rows:
        out.write(f"{'id':<8} {'metric':<28} {'measured':>12} {'predicted':>12} {'80 % interval':>23} {'error %':>9}\n")
        for r in rows:
            band = f"{r['low']:.4g} – {r['high']:.4g}"
            out.write(f"{r['id']:<8} {r['metric']:<28} {r['measured']:>12.4g} {r['predicted']:>12.4g} {band:>23} {r['error_pct']:>+9.1f}\n")
    if report["skipped"]:
        out.write(f"\nNot evaluated ({len(report['skipped'])}):\n")
        for s in report["skipped"]:
            out.write(f"  {s['id']:<8} {s['reason']}\n")
    total = len(rows) + len(report["skipped"])
    out.write(f"\nEvaluated {len(rows)} of {total} rows.\n\n")
    out.write(f"{'metric':<28} {'n':>4} {'median |err| %':>15} {'p90 |err| %':>12}\n")
    for m, v in report["summary"].items():
        out.write(f"{m:<28} {v['n']:>4} {v['median_abs_error_pct']:>15.1f} {v['p90_abs_error_pct']:>12.1f}\n")
    out.write(f"\n{'category':<28} {'n':>4} {'median |err| %':>15} {'p90 |err| %':>12}\n")
    for c, v in report["categories"].items():
        out.write(f"{c:<28} {v['n']:>4} {v['median_abs_error_pct']:>15.1f} {v['p90_abs_error_pct']:>12.1f}\n")
    if report.get("interval_coverage") is not None:
        out.write("\n" + translate("Cli", "80 % intervals: {coverage} of the measurements inside; median half-width {width} %").format(
            coverage=f"{report['interval_coverage']:.1%}", width=f"{report['median_interval_half_width_pct']:.1f}") + "\n")
    return 0
