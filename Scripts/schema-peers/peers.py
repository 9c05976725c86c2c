#!/usr/bin/env python3
"""JSON Schema validation throughput of jsonschema-rs (Python bindings) and Python's
jsonschema on the files `strata-bench --write-schema-corpus FOLDER` writes: the GitHub
events schema and the same three documents strata-bench --schema-only measures.

    python3 -m venv /tmp/schema-venv && /tmp/schema-venv/bin/pip install jsonschema-rs jsonschema
    .build/release/strata-bench --write-schema-corpus /tmp/schema-corpus
    /tmp/schema-venv/bin/python Scripts/schema-peers/peers.py /tmp/schema-corpus [--rounds N]

Each figure is the median of N timed calls (9 by default) after one warm call, in MB/s of
the document's bytes; Python's jsonschema on the large document (about a minute a call)
is timed once, validating only. Nothing is installed into the repository: the virtual
environment lives outside it. "validate" validates a value already parsed (json.loads); "parse + validate" times
json.loads and validation together.
"""
import json
import statistics
import sys
import time

import jsonschema
import jsonschema_rs


def median_seconds(body, rounds, warm=True):
    if warm:
        body()
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        body()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main():
    folder = sys.argv[1]
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 9
    schema = json.load(open(f"{folder}/github_events.schema.json"))
    event_schema = {"$ref": schema["$id"] + "#/$defs/event"}
    registry_rs = jsonschema_rs.Registry([(schema["$id"], schema)])
    import referencing

    registry_py = referencing.Registry().with_resource(schema["$id"], referencing.Resource.from_contents(schema))
    documents = [("github_events.json", "github_events.json", False), ("one github event (1.4 KB)", "one_event.json", True),
                 ("github events (large)", "github_events_large.json", False)]
    from importlib.metadata import version

    print(f"jsonschema-rs {version('jsonschema_rs')} / jsonschema {version('jsonschema')}; Python {sys.version.split()[0]}")
    print(f"{'document':36}{'validator':26}{'operation':20}{'MB/s':>10}")
    for name, file, one in documents:
        text = open(f"{folder}/{file}", "rb").read()
        value = json.loads(text)
        size = len(text) / 1e6
        if one:
            rs = jsonschema_rs.validator_for(event_schema, registry=registry_rs)
            py = jsonschema.Draft202012Validator(event_schema, registry=registry_py)
        else:
            rs = jsonschema_rs.validator_for(schema)
            py = jsonschema.Draft202012Validator(schema)
        assert rs.is_valid(value) and py.is_valid(value), f"{name} is not valid"
        large = size > 10
        for validator, label, slow in [(rs, "jsonschema-rs", False), (py, "python-jsonschema", large)]:
            seconds = median_seconds(lambda: validator.is_valid(value), 1 if slow else rounds, warm=not slow)
            print(f"{name:36}{label:26}{'validate':20}{size / seconds:10.1f}", flush=True)
            if slow:
                continue
            seconds = median_seconds(lambda: validator.is_valid(json.loads(text)), rounds)
            print(f"{name:36}{label:26}{'parse + validate':20}{size / seconds:10.1f}", flush=True)


if __name__ == "__main__":
    main()
