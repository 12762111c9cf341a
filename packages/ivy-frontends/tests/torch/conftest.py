"""Settings of the OpInfo driver for ``torch.nn.functional``'s OpInfos (see ``nn_opinfo_config``)."""

import nn_opinfo_config  # noqa: F401
