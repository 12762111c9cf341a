"""The implementation of ``torch.nn.functional``, by torch's documentation families (the public
namespace is :mod:`ivy_frontends.torch.nn.functional`)."""
