"""Benchmarks (plain scripts; never timed tests)."""
