// The complete program of docs/API.md: load a model, run it on user memory, read the result.
#include <cstdio>
#include <linrt/linrt.h>

int main(int argc, char** argv) {
  if (argc < 2) { std::fprintf(stderr, "usage: consumer model.mlir\n"); return 2; }
  try {
    linrt::Model model = linrt::Model::load(argv[1]);
    linrt::Session session = model.session();
    float x[4] = {1.0f, 2.0f, 3.0f, 4.0f};  // user memory, not copied
    std::vector<linrt::Tensor> out = session.run({linrt::Tensor::view(x, linrt::DType::F32, {4})});
    const float* y = out.at(0).data_as<float>();
    std::printf("result[0]: %s\n", out[0].str().c_str());
    for (int i = 0; i < 4; ++i)
      if (y[i] != 2.0f * x[i] + 1.0f) { std::fprintf(stderr, "wrong value at %d\n", i); return 1; }
  } catch (const linrt::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
