"""The scenario corpus and the runner behind `fitcoach eval`."""
