"""Pure training maths over rows the store returns: units, e1RM and PRs, volume, history."""
