"""``tf.signal`` against real TensorFlow: the coverage driver's records (``tf2_records.SG``) on this
backend's share, their pass rate, and the namespace's completeness."""

import tf2_driver as drv
import tf2_records as recs

test_record, test_rate, test_namespace_complete = drv.tests_for("signal", recs.SG)
