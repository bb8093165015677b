/*
 * solvempi.c - what the processes of the fast engine pass each other when
 * built with YUT_MPI (make mpi), each valuing its share of every round;
 * without it, one process, which passes nothing.  The one file of the
 * solver that names MPI.
 */
#ifdef YUT_MPI
#include <mpi.h>
#endif

#include "solvefast.h"

/* This process's rank among size of them. */
void
yut_fast_mpi_init(int *rank, int *size)
{
	*rank = 0;
	*size = 1;
#ifdef YUT_MPI
	MPI_Comm_rank(MPI_COMM_WORLD, rank);
	MPI_Comm_size(MPI_COMM_WORLD, size);
#endif
}

/*
 * Each process's share of the round at sv->rd, of n slices: where its
 * values start in the round's and how many (displs, counts).
 */
void
yut_fast_share_counts(struct solver *sv, uint64_t n)
{
	uint64_t base = sv->rd.start[sv->rd.r0];
	int d;

	for (d = 0; d < sv->size; d++) {
		sv->displs[d] = (int)(slice_start(&sv->rd, n * (uint64_t)d /
		    (uint64_t)sv->size) - base);
		sv->counts[d] = (int)(slice_start(&sv->rd, n *
		    (uint64_t)(d + 1) / (uint64_t)sv->size) - base) -
		    sv->displs[d];
	}
}

/* The round's values in sv->buf, each process's share given the others. */
void
yut_fast_share_values(struct solver *sv)
{
#ifdef YUT_MPI
	MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, sv->buf,
	    sv->counts, sv->displs, MPI_DOUBLE, MPI_COMM_WORLD);
#else
	(void)sv;
#endif
}

/* *n summed over the processes, in each. */
void
yut_fast_sum_int(int *n)
{
#ifdef YUT_MPI
	MPI_Allreduce(MPI_IN_PLACE, n, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
#else
	(void)n;
#endif
}

/* The largest *n of the processes, in each. */
void
yut_fast_max_int(int *n)
{
#ifdef YUT_MPI
	MPI_Allreduce(MPI_IN_PLACE, n, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
#else
	(void)n;
#endif
}

void
yut_fast_sum_u64(uint64_t *n)
{
#ifdef YUT_MPI
	unsigned long long sum = *n;

	MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM,
	    MPI_COMM_WORLD);
	*n = sum;
#else
	(void)n;
#endif
}
