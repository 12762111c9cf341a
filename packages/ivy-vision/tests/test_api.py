"""The public API of the original ivy_vision (1.1.x, the 2023 one with ``device=``): every function
with its name and positional parameters in order, and the classes with their methods; re-exported
at ``ivy_vision.*`` as the original does. Keyword-only extras (``dtype=``, ``seed=``) are allowed."""

import inspect

import pytest

import ivy_vision

FUNCTIONS = {
    "image.stack_images": ('images', 'desired_aspect_ratio'),
    "image.gradient_image": ('x',),
    "image.float_img_to_uint8_img": ('x',),
    "image.uint8_img_to_float_img": ('x',),
    "image.random_crop": ('x', 'crop_size', 'batch_shape', 'image_dims', 'seed'),
    "image.bilinear_resample": ('x', 'warp'),
    "implicit.downsampled_image_dims_from_desired_num_pixels": ('image_dims', 'num_pixels', 'maximum'),
    "implicit.create_sampled_pixel_coords_image": (
        'image_dims', 'samples_per_dim', 'batch_shape', 'normalized', 'randomize', 'homogeneous', 'device',
    ),
    "implicit.sample_images": ('list_of_images', 'num_pixels', 'batch_shape', 'image_dims', 'device'),
    "implicit.sampled_volume_density_to_occupancy_probability": ('density', 'inter_sample_distance'),
    "implicit.ray_termination_probabilities": ('density', 'inter_sample_distance'),
    "implicit.stratified_sample": ('starts', 'ends', 'num_samples', 'batch_shape'),
    "implicit.render_rays_via_termination_probabilities": ('ray_term_probs', 'features', 'render_variance'),
    "implicit.render_implicit_features_and_depth": (
        'network_fn', 'rays_o', 'rays_d', 'near', 'far', 'samples_per_ray', 'timestamps', 'render_depth',
        'render_feats', 'render_variance', 'inter_feat_fn', 'v',
    ),
    "mesh.rasterize_triangles": ('pixel_coords_triangles', 'image_dims', 'batch_shape', 'device'),
    "mesh.create_trimesh_indices_for_image": ('batch_shape', 'image_dims', 'device'),
    "mesh.coord_image_to_trimesh": ('coord_img', 'validity_mask', 'batch_shape', 'image_dims', 'device'),
    "optical_flow.depth_from_flow_and_cam_mats": (
        'flow', 'full_mats', 'inv_full_mats', 'camera_centers', 'uniform_pixel_coords', 'triangulation_method',
        'batch_shape', 'image_dims', 'device',
    ),
    "optical_flow.flow_from_depth_and_cam_mats": ('pixel_coords1', 'cam1to2_full_mat', 'batch_shape', 'image_shape'),
    "optical_flow.project_flow_to_epipolar_line": (
        'flow', 'fund_mat', 'uniform_pixel_coords', 'batch_shape', 'image_dims', 'device',
    ),
    "optical_flow.pixel_cost_volume": ('image1', 'image2', 'search_range', 'batch_shape'),
    "optical_flow.velocity_from_flow_cam_coords_and_cam_mats": (
        'flow_t_to_tm1', 'cam_coords_t', 'cam_coords_tm1', 'cam_tm1_to_t_ext_mat', 'delta_t', 'uniform_pixel_coords',
        'batch_shape', 'image_dims', 'device',
    ),
    "optical_flow.project_cam_coords_with_object_transformations": (
        'cam_coords_1', 'id_image', 'obj_ids', 'obj_trans', 'cam_1_to_2_ext_mat', 'batch_shape', 'image_shape',
    ),
    "optical_flow.velocity_from_cam_coords_id_image_and_object_trans": (
        'cam_coords_t', 'id_image', 'obj_ids', 'obj_trans', 'delta_t', 'batch_shape', 'image_shape', 'device',
    ),
    "optical_flow.flow_from_cam_coords_id_image_and_object_trans": (
        'cam_coords_f1', 'id_image', 'obj_ids', 'obj_trans', 'calib_mat', 'cam_1_to_2_ext_mat', 'batch_shape',
        'image_shape',
    ),
    "padding.pad_omni_image": ('image', 'pad_size', 'image_dims'),
    "projective_geometry.transform": ('coords', 'trans', 'batch_shape', 'image_shape'),
    "projective_geometry.projection_matrix_pseudo_inverse": ('proj_mat', 'batch_shape'),
    "projective_geometry.projection_matrix_inverse": ('proj_mat',),
    "projective_geometry.solve_homogeneous_dlt": ('A',),
    "quantization.quantize_to_image": (
        'pixel_coords', 'final_image_dims', 'feat', 'feat_prior', 'with_db', 'pixel_coords_var', 'feat_var',
        'pixel_coords_prior_var', 'feat_prior_var', 'var_threshold', 'uniform_pixel_coords', 'batch_shape', 'device',
    ),
    "sdf.sphere_signed_distances": ('sphere_positions', 'sphere_radii', 'query_positions'),
    "sdf.cuboid_signed_distances": ('cuboid_ext_mats', 'cuboid_dims', 'query_positions', 'batch_shape'),
    "single_view_geometry.create_uniform_pixel_coords_image": (
        'image_dims', 'batch_shape', 'normalized', 'homogeneous', 'device',
    ),
    "single_view_geometry.persp_angles_to_focal_lengths": ('persp_angles', 'image_dims', 'device'),
    "single_view_geometry.focal_lengths_to_persp_angles": ('focal_lengths', 'image_dims', 'device'),
    "single_view_geometry.focal_lengths_and_pp_offsets_to_calib_mat": (
        'focal_lengths', 'pp_offsets', 'batch_shape', 'device',
    ),
    "single_view_geometry.rot_mat_and_cam_center_to_ext_mat": ('rotation_mat', 'camera_center', 'batch_shape'),
    "single_view_geometry.depth_to_ds_pixel_coords": ('depth', 'uniform_pixel_coords', 'batch_shape', 'image_dims'),
    "single_view_geometry.depth_to_radial_depth": (
        'depth', 'inv_calib_mat', 'uniform_pix_coords', 'batch_shape', 'image_dims',
    ),
    "single_view_geometry.ds_pixel_coords_to_radial_depth": (
        'ds_pixel_coords', 'inv_calib_mat', 'batch_shape', 'image_shape',
    ),
    "single_view_geometry.cam_to_ds_pixel_coords": ('coords_wrt_cam', 'calib_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.cam_coords_to_depth": ('coords_wrt_cam', 'calib_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.ds_pixel_to_cam_coords": (
        'ds_pixel_coords', 'inv_calib_mat', 'batch_shape', 'image_shape', 'device',
    ),
    "single_view_geometry.depth_to_cam_coords": (
        'depth', 'inv_calib_mat', 'uniform_pixel_coords', 'batch_shape', 'image_dims', 'device',
    ),
    "single_view_geometry.world_to_cam_coords": ('coords_wrt_world', 'ext_mat', 'batch_shape', 'image_shape', 'device'),
    "single_view_geometry.cam_to_world_coords": (
        'coords_wrt_cam', 'inv_ext_mat', 'batch_shape', 'image_shape', 'device',
    ),
    "single_view_geometry.world_to_ds_pixel_coords": ('coords_wrt_world', 'full_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.world_coords_to_depth": ('coords_wrt_world', 'full_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.ds_pixel_to_world_coords": ('ds_pixel_coords', 'inv_full_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.depth_to_world_coords": (
        'depth', 'inv_full_mat', 'uniform_pixel_coords', 'batch_shape', 'image_dims',
    ),
    "single_view_geometry.pixel_coords_to_world_ray_vectors": (
        'inv_full_mat', 'pixel_coords', 'camera_center', 'batch_shape', 'image_shape',
    ),
    "single_view_geometry.sphere_coords_to_world_ray_vectors": (
        'sphere_coords', 'inv_rotation_mat', 'batch_shape', 'image_shape',
    ),
    "single_view_geometry.bilinearly_interpolate_image": (
        'image', 'sampling_pixel_coords', 'batch_shape', 'image_dims',
    ),
    "single_view_geometry.inv_ext_mat_to_camera_center": ('inv_ext_mat',),
    "single_view_geometry.calib_and_ext_to_full_mat": ('calib_mat', 'ext_mat'),
    "single_view_geometry.cam_to_sphere_coords": ('cam_coords', 'forward_facing_z'),
    "single_view_geometry.ds_pixel_to_sphere_coords": (
        'ds_pixel_coords', 'inv_calib_mat', 'batch_shape', 'image_shape',
    ),
    "single_view_geometry.angular_pixel_to_sphere_coords": ('angular_pixel_coords', 'pixels_per_degree'),
    "single_view_geometry.sphere_to_cam_coords": ('sphere_coords', 'forward_facing_z', 'batch_shape', 'device'),
    "single_view_geometry.sphere_to_ds_pixel_coords": ('sphere_coords', 'calib_mat', 'batch_shape', 'image_shape'),
    "single_view_geometry.sphere_to_angular_pixel_coords": ('sphere_coords', 'pixels_per_degree'),
    "single_view_geometry.persp_angles_and_pp_offsets_to_intrinsics_object": (
        'persp_angles', 'pp_offsets', 'image_dims', 'batch_shape',
    ),
    "single_view_geometry.focal_lengths_and_pp_offsets_to_intrinsics_object": (
        'focal_lengths', 'pp_offsets', 'image_dims', 'batch_shape',
    ),
    "single_view_geometry.calib_mat_to_intrinsics_object": ('calib_mat', 'image_dims', 'batch_shape'),
    "single_view_geometry.ext_mat_and_intrinsics_to_cam_geometry_object": (
        'ext_mat', 'intrinsics', 'batch_shape', 'device',
    ),
    "single_view_geometry.inv_ext_mat_and_intrinsics_to_cam_geometry_object": (
        'inv_ext_mat', 'intrinsics', 'batch_shape', 'device',
    ),
    "smoothing.weighted_image_smooth": ('mean', 'weights', 'kernel_dim'),
    "smoothing.smooth_image_fom_var_image": ('mean', 'var', 'kernel_dim', 'kernel_scale', 'device'),
    "two_view_geometry.ds_pixel_to_ds_pixel_coords": (
        'ds_pixel_coords1', 'cam1to2_full_mat', 'batch_shape', 'image_shape', 'device',
    ),
    "two_view_geometry.cam_to_cam_coords": ('cam_coords1', 'cam1to2_ext_mat', 'batch_shape', 'image_shape', 'device'),
    "two_view_geometry.sphere_to_sphere_coords": ('sphere_coords1', 'cam1to2_ext_mat', 'batch_shape', 'image_shape'),
    "two_view_geometry.angular_pixel_to_angular_pixel_coords": (
        'angular_pixel_coords1', 'cam1to2_ext_mat', 'pixels_per_degree', 'batch_shape', 'image_shape',
    ),
    "two_view_geometry.get_fundamental_matrix": (
        'full_mat1', 'full_mat2', 'camera_center1', 'pinv_full_mat1', 'batch_shape', 'device',
    ),
    "two_view_geometry.closest_mutual_points_along_two_skew_rays": (
        'camera_centers', 'world_ray_vectors', 'batch_shape', 'image_shape', 'device',
    ),
    "two_view_geometry.triangulate_depth": (
        'ds_pixel_coords', 'full_mats', 'inv_full_mats', 'camera_centers', 'method', 'batch_shape', 'image_shape',
    ),
    "voxel_grids.coords_to_voxel_grid": (
        'coords', 'voxel_shape_spec', 'mode', 'coord_bounds', 'features', 'batch_shape', 'device',
    ),
}
CLASSES = {"PrimitiveScene": ("as_identity", "sdf"), "Intrinsics": ("as_identity",), "Extrinsics": ("as_identity",),
           "CameraGeometry": ("as_identity",)}


@pytest.mark.parametrize("qualname", list(FUNCTIONS))
def test_function_names_and_parameter_order(qualname):
    module, name = qualname.split(".")
    fn = getattr(getattr(ivy_vision, module), name)
    assert getattr(ivy_vision, name) is fn
    params = inspect.signature(fn).parameters.values()
    positional = tuple(p.name for p in params if p.kind is p.POSITIONAL_OR_KEYWORD)
    assert positional == FUNCTIONS[qualname]


def test_containers_are_ivy_containers():
    import ivy

    for name, methods in CLASSES.items():
        cls = getattr(ivy_vision.containers, name)
        assert getattr(ivy_vision, name) is cls and issubclass(cls, ivy.Container)
        assert all(callable(getattr(cls, m)) for m in methods)
        # Containers rebuild their subclasses from a dict: the subclass takes that too
        c = cls.as_identity([2])
        assert isinstance(c.cont_map(lambda x, kc: x * 1), cls)
