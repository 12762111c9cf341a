"""``tf.image`` basics against real TensorFlow: the driver's image records (``tf2_records.IMG``) on
this backend's share and their pass rate (the namespace has decoders, NMS and random ops the frontend
leaves out, so there is no completeness test here)."""

import tf2_driver as drv
import tf2_records as recs

test_record, test_rate, _ = drv.tests_for("image", recs.IMG)
