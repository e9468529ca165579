! fortran_check.f90: a Fortran program calling the reference BLAS interface
! (DGEMM, SGEMM, DTRMM, DTRSM), linked against libkforge_cblas; results
! compared with Fortran's own MATMUL.  Prints one line per routine and
! stops with code 1 when any is wrong.
program fortran_check
  implicit none
  integer, parameter :: m = 37, n = 29, k = 23
  double precision :: a(m + 3, k), b(k, n), c(m, n), want(m, n), t(m, m), x(m, n), r(m, n)
  real :: sa(m, k), sb(k, n), sbt(n, k), sc(m, n)
  double precision :: err
  integer :: i, j, bad
  bad = 0
  call random_seed(put=[(i, i = 1, 64)])
  call random_number(a)
  call random_number(b)
  call random_number(c)
  want = 1.5d0 * matmul(a(1:m, :), b) - 0.5d0 * c
  call dgemm('N', 'N', m, n, k, 1.5d0, a, m + 3, b, k, -0.5d0, c, m)
  err = maxval(abs(c - want))
  call report('DGEMM NN', err, 1d-12)
  ! op(B) = B^T, B stored n x k
  sa = real(a(1:m, :))
  sb = real(b)
  sbt = transpose(sb)
  sc = 0
  call sgemm('n', 't', m, n, k, 1.0, sa, m, sbt, n, 0.0, sc, m)
  err = maxval(abs(sc - matmul(sa, sb)))
  call report('SGEMM NT', err, 1d-4)
  ! a lower triangle with a dominant diagonal
  call random_number(t)
  do j = 1, m
    t(1:j - 1, j) = 0
    t(j, j) = m + t(j, j)
  end do
  x = c
  call dtrmm('Left', 'Lower', 'No transpose', 'Non-unit', m, n, 2d0, t, m, x, m)
  err = maxval(abs(x - 2d0 * matmul(t, c)))
  call report('DTRMM LLNN', err, 1d-10)
  r = x
  call dtrsm('L', 'L', 'N', 'N', m, n, 0.5d0, t, m, r, m)
  err = maxval(abs(r - c))
  call report('DTRSM LLNN', err, 1d-12)
  if (bad /= 0) stop 1
contains
  subroutine report(what, e, tol)
    character(*), intent(in) :: what
    double precision, intent(in) :: e, tol
    if (e <= tol) then
      print '(a, a, es10.2)', 'ok ', what, e
    else
      print '(a, a, es10.2)', 'FAIL ', what, e
      bad = bad + 1
    end if
  end subroutine report
end program fortran_check
