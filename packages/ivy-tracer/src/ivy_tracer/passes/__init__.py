"""Graph transformations: each takes a graph and returns a new one."""
