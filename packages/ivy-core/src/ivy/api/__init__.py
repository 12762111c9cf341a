"""The API stubs, one module per family; each stub becomes a dispatching function."""
