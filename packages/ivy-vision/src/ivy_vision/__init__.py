"""ivy_vision: 3D vision written once in ivy, on every ivy backend (NumPy, PyTorch, JAX, TensorFlow, MXNet).

Camera geometry (single and two views), optical flow, voxel grids, signed distance functions,
implicit rendering, meshes, image helpers, smoothing and omni-directional padding, as the original
Ivy vision library's API. Importing it imports no framework.
"""

from . import (
    containers,
    image,
    implicit,
    mesh,
    optical_flow,
    padding,
    projective_geometry,
    quantization,
    sdf,
    single_view_geometry,
    smoothing,
    two_view_geometry,
    voxel_grids,
)
from .__about__ import __version__
from .containers import (
    CameraGeometry,
    Extrinsics,
    Intrinsics,
    PrimitiveScene,
)
from .image import (
    bilinear_resample,
    float_img_to_uint8_img,
    gradient_image,
    random_crop,
    stack_images,
    uint8_img_to_float_img,
)
from .implicit import (
    create_sampled_pixel_coords_image,
    downsampled_image_dims_from_desired_num_pixels,
    ray_termination_probabilities,
    render_implicit_features_and_depth,
    render_rays_via_termination_probabilities,
    sample_images,
    sampled_volume_density_to_occupancy_probability,
    stratified_sample,
)
from .mesh import (
    coord_image_to_trimesh,
    create_trimesh_indices_for_image,
    rasterize_triangles,
)
from .optical_flow import (
    depth_from_flow_and_cam_mats,
    flow_from_cam_coords_id_image_and_object_trans,
    flow_from_depth_and_cam_mats,
    pixel_cost_volume,
    project_cam_coords_with_object_transformations,
    project_flow_to_epipolar_line,
    velocity_from_cam_coords_id_image_and_object_trans,
    velocity_from_flow_cam_coords_and_cam_mats,
)
from .padding import (
    pad_omni_image,
)
from .projective_geometry import (
    projection_matrix_inverse,
    projection_matrix_pseudo_inverse,
    solve_homogeneous_dlt,
    transform,
)
from .quantization import (
    quantize_to_image,
)
from .sdf import (
    cuboid_signed_distances,
    sphere_signed_distances,
)
from .single_view_geometry import (
    angular_pixel_to_sphere_coords,
    bilinearly_interpolate_image,
    calib_and_ext_to_full_mat,
    calib_mat_to_intrinsics_object,
    cam_coords_to_depth,
    cam_to_ds_pixel_coords,
    cam_to_sphere_coords,
    cam_to_world_coords,
    create_uniform_pixel_coords_image,
    depth_to_cam_coords,
    depth_to_ds_pixel_coords,
    depth_to_radial_depth,
    depth_to_world_coords,
    ds_pixel_coords_to_radial_depth,
    ds_pixel_to_cam_coords,
    ds_pixel_to_sphere_coords,
    ds_pixel_to_world_coords,
    ext_mat_and_intrinsics_to_cam_geometry_object,
    focal_lengths_and_pp_offsets_to_calib_mat,
    focal_lengths_and_pp_offsets_to_intrinsics_object,
    focal_lengths_to_persp_angles,
    inv_ext_mat_and_intrinsics_to_cam_geometry_object,
    inv_ext_mat_to_camera_center,
    persp_angles_and_pp_offsets_to_intrinsics_object,
    persp_angles_to_focal_lengths,
    pixel_coords_to_world_ray_vectors,
    rot_mat_and_cam_center_to_ext_mat,
    sphere_coords_to_world_ray_vectors,
    sphere_to_angular_pixel_coords,
    sphere_to_cam_coords,
    sphere_to_ds_pixel_coords,
    world_coords_to_depth,
    world_to_cam_coords,
    world_to_ds_pixel_coords,
)
from .smoothing import (
    smooth_image_fom_var_image,
    weighted_image_smooth,
)
from .two_view_geometry import (
    angular_pixel_to_angular_pixel_coords,
    cam_to_cam_coords,
    closest_mutual_points_along_two_skew_rays,
    ds_pixel_to_ds_pixel_coords,
    get_fundamental_matrix,
    sphere_to_sphere_coords,
    triangulate_depth,
)
from .voxel_grids import (
    coords_to_voxel_grid,
)
